// Booth mode: a kiosk left alone resets itself for the next visitor.
//
// After the idle time without a touch, a key or a scroll, a countdown covers the page; any touch
// or key cancels it, and at zero the "New visitor" form is sent: the server erases this visitor's
// data and the home page opens fresh. A page nobody has used since the last reset does not count
// down (the tab remembers in sessionStorage that a visitor used it), nor does a reply still
// arriving in the chat.
(() => {
  const dialog = document.getElementById("booth-idle");
  if (!dialog) return;
  const idleMs = Number(dialog.dataset.idleMs);
  const countdownS = Number(dialog.dataset.countdownS);
  if (!(idleMs > 0)) return;

  const IN_USE = "booth-in-use";
  const ACTIVITY = ["pointerdown", "keydown", "input", "wheel", "touchstart"];
  const seconds = document.getElementById("booth-idle-seconds");
  let idleTimer = null;
  let ticker = null;

  for (const name of ACTIVITY) {
    document.addEventListener(name, onActivity, { capture: true, passive: true });
  }
  // "New visitor" by hand: the next page belongs to nobody yet.
  document.addEventListener("submit", (event) => {
    if (event.target.closest(".new-visitor")) sessionStorage.removeItem(IN_USE);
  });
  rearm();

  function onActivity() {
    sessionStorage.setItem(IN_USE, "1");
    if (ticker) cancelCountdown();
    else rearm();
  }

  function rearm() {
    clearTimeout(idleTimer);
    if (sessionStorage.getItem(IN_USE)) idleTimer = setTimeout(startCountdown, idleMs);
  }

  function startCountdown() {
    if (document.getElementById("chat-form")?.dataset.busy) {
      rearm();
      return;
    }
    let left = countdownS;
    seconds.textContent = String(left);
    dialog.hidden = false;
    document.getElementById("booth-idle-stay").focus({ preventScroll: true });
    ticker = setInterval(() => {
      left -= 1;
      seconds.textContent = String(Math.max(left, 0));
      if (left <= 0) resetKiosk();
    }, 1000);
  }

  function cancelCountdown() {
    clearInterval(ticker);
    ticker = null;
    dialog.hidden = true;
    rearm();
  }

  function resetKiosk() {
    clearInterval(ticker);
    sessionStorage.removeItem(IN_USE);
    document.getElementById("booth-idle-reset").submit();
  }
})();

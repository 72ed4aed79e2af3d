// The words this script writes, in the page's language: the interface texts under "script."
// (language/interface_text.py), rendered into every page as JSON.
const PAGE_TEXTS = JSON.parse(document.getElementById("interface-text")?.textContent || "{}");

// Keeps the unit beside the price inputs in step with the chosen location (EUR for Porto, …):
// prices are compared in each listing's local currency. Delegated, so it survives form swaps.
document.addEventListener("change", (event) => {
  const select = event.target.closest && event.target.closest("#filter-form select[name=location]");
  const unit = document.getElementById("price-unit");
  if (!select || !unit) return;
  unit.textContent = select.selectedOptions[0]?.dataset.currency || PAGE_TEXTS.local_currency;
});

// A photo that fails to load shows the placeholder (data-fallback-src) or disappears
// (data-remove-on-error): the Content-Security-Policy forbids inline onerror handlers. Errors do
// not bubble, so they are caught in the capture phase; photos that failed before this script ran
// are found at start.
function recoverPhoto(image) {
  if (image.hasAttribute("data-remove-on-error")) {
    image.remove();
  } else if (image.dataset.fallbackSrc) {
    const fallback = new URL(image.dataset.fallbackSrc, location.href).href;
    if (image.src !== fallback) image.src = fallback;
  }
}
document.addEventListener(
  "error",
  (event) => {
    if (event.target instanceof HTMLImageElement) recoverPhoto(event.target);
  },
  true,
);
document.addEventListener("DOMContentLoaded", () => {
  for (const image of document.querySelectorAll("img[data-fallback-src], img[data-remove-on-error]")) {
    if (image.complete && image.naturalWidth === 0) recoverPhoto(image);
  }
});

// Score bars get their width from data-width (a percentage) through the DOM, which the
// Content-Security-Policy allows where a style attribute in the HTML is not.
function sizeScoreBars(root) {
  for (const bar of root.querySelectorAll(".score-bar [data-width]")) {
    bar.style.width = `${bar.dataset.width}%`;
  }
}
document.addEventListener("DOMContentLoaded", () => sizeScoreBars(document));
document.addEventListener("htmx:afterSwap", (event) => sizeScoreBars(event.target));

// Skip links and the header's Chat link: besides scrolling, put the keyboard focus on the target
// (the message field, the results), so that typing or the next Tab starts there.
document.addEventListener("click", (event) => {
  const link = event.target.closest && event.target.closest("a[data-focus-jump]");
  const target = link && document.getElementById(link.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: "center", behavior: motion() });
  target.focus({ preventScroll: true });
});

// A new search replaces #results wholesale, and a live region that is itself replaced is not
// read: the count goes to a region that stays.
document.addEventListener("htmx:load", (event) => {
  const status = document.getElementById("results-status");
  if (!status || event.detail.elt.id !== "results") return;
  const heading = document.getElementById("results-heading");
  status.textContent = heading ? heading.textContent.trim() : "";
});

function motion() {
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

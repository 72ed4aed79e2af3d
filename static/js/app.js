// Keeps the unit beside the price inputs in step with the chosen location (EUR for Porto, …):
// prices are compared in each listing's local currency. Delegated, so it survives form swaps.
document.addEventListener("change", (event) => {
  const select = event.target.closest && event.target.closest("#filter-form select[name=location]");
  const unit = document.getElementById("price-unit");
  if (!select || !unit) return;
  unit.textContent = select.selectedOptions[0]?.dataset.currency || "local currency";
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

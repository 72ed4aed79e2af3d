// Keeps the unit beside the price inputs in step with the chosen location (EUR for Porto, …):
// prices are compared in each listing's local currency. Delegated, so it survives form swaps.
document.addEventListener("change", (event) => {
  const select = event.target.closest && event.target.closest("#filter-form select[name=location]");
  const unit = document.getElementById("price-unit");
  if (!select || !unit) return;
  unit.textContent = select.selectedOptions[0]?.dataset.currency || "local currency";
});

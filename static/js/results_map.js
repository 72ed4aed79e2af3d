// The search page's map of the results, drawn with Leaflet (static/vendor/leaflet-1.9.4).
//
// Each card in #results carries its number and coordinates (data-marker, data-lat, data-lon); the
// map shows one numbered marker per card, a button named after the listing, and pointing at or
// focusing either one highlights both. #map-focus in #results says what else to draw: the place
// the search is near with its radius, and the box the search keeps to. Without MAP_TILE_URL there
// are no tiles: the markers and the place sit on a plain background with a scale, which needs no
// network. After the visitor pans or zooms, "Search this area" runs the search within the box
// shown (bbox=west,south,east,north), through htmx like every other search, so the URL keeps it.
(() => {
  const region = document.getElementById("results-map");
  const canvas = document.getElementById("map-canvas");
  if (!region || !canvas || !window.L) return;
  const searchArea = document.getElementById("map-search-area");
  const caption = document.getElementById("map-caption");
  const toggle = document.getElementById("map-toggle");
  const words = region.dataset;

  const MARKER_SIZE = 32;
  const MAX_FIT_ZOOM = 16;
  const FIT_PADDING = [28, 28];
  const BOX_DECIMALS = 5; // about a metre: enough for a box on a map, short in a URL

  const map = L.map(canvas, {
    center: [20, 0],
    zoom: 2,
    minZoom: 2,
    zoomSnap: 0.25,
    zoomControl: false,
    attributionControl: false,
    trackResize: false, // the ResizeObserver below also sees the map shown or hidden
  });
  L.control.zoom({ zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut }).addTo(map);
  L.control.scale({ imperial: false }).addTo(map);
  if (words.tileUrl) {
    // The attribution is a setting's plain text; Leaflet writes it as HTML.
    const credit = document.createElement("span");
    credit.textContent = words.tileAttribution || "";
    L.control.attribution().addTo(map);
    L.tileLayer(words.tileUrl, { attribution: credit.innerHTML, maxZoom: 19 }).addTo(map);
  }

  const markers = L.layerGroup().addTo(map);
  const placeLayer = L.layerGroup().addTo(map);
  const markerByNumber = new Map();
  let placeBounds = null;
  let highlighted = null;

  // --- what the results say ---------------------------------------------------------------------

  function resultCards() {
    return document.querySelectorAll("#results li.card[data-marker]");
  }

  function cardNumbered(number) {
    for (const card of resultCards()) if (card.dataset.marker === number) return card;
    return null;
  }

  function drawMarkers() {
    markers.clearLayers();
    markerByNumber.clear();
    for (const card of resultCards()) {
      const lat = Number.parseFloat(card.dataset.lat);
      const lon = Number.parseFloat(card.dataset.lon);
      if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
      const number = card.dataset.marker;
      const label = document.createElement("span");
      label.textContent = number;
      const marker = L.marker([lat, lon], {
        icon: L.divIcon({ className: "map-marker", html: label, iconSize: [MARKER_SIZE, MARKER_SIZE] }),
        keyboard: true,
        riseOnHover: true,
        autoPanOnFocus: true,
      }).addTo(markers);
      const icon = marker.getElement();
      const name = card.querySelector(".card-title")?.textContent.trim() || "";
      icon.setAttribute("aria-label", `${number}. ${name}`);
      icon.dataset.marker = number;
      icon.addEventListener("keydown", (event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        showCard(number);
      });
      marker.on("click", () => showCard(number));
      markerByNumber.set(number, marker);
    }
  }

  function focusOfSearch() {
    const focus = document.getElementById("map-focus");
    const data = focus ? focus.dataset : {};
    const box = (data.bbox || "").split(",").map(Number.parseFloat);
    return {
      bbox: box.length === 4 && box.every(Number.isFinite) ? box : null,
      place: data.place
        ? {
            name: data.place,
            lat: Number.parseFloat(data.placeLat),
            lon: Number.parseFloat(data.placeLon),
            radiusKm: Number.parseFloat(data.radiusKm),
          }
        : null,
    };
  }

  function drawPlace(place) {
    placeLayer.clearLayers();
    placeBounds = null;
    if (!place) return;
    const centre = L.latLng(place.lat, place.lon);
    const radius = place.radiusKm * 1000;
    L.circle(centre, { radius, interactive: false, className: "map-place-area" }).addTo(placeLayer);
    const pin = document.createElement("span");
    pin.textContent = place.name;
    L.marker(centre, {
      icon: L.divIcon({ className: "map-place", html: pin, iconSize: null }),
      interactive: false,
      keyboard: false,
    }).addTo(placeLayer);
    placeBounds = centre.toBounds(radius * 2);
  }

  function captionFor(place) {
    if (place) return words.around.replace("{distance}", distanceText(place.radiusKm)).replace("{place}", place.name);
    return markerByNumber.size ? "" : words.noMarkers;
  }

  function distanceText(km) {
    return km < 1 ? `${Math.round(km * 1000)} m` : `${Number(km.toFixed(1))} km`;
  }

  // --- showing the search -----------------------------------------------------------------------

  // Moves the map makes itself (fitting a new search, a resize) must not offer "Search this area".
  let movingItself = false;
  function moveItself(move) {
    movingItself = true;
    try {
      move();
    } finally {
      movingItself = false;
    }
  }
  map.on("moveend", () => {
    if (!movingItself) searchArea.hidden = false;
  });

  // A hidden map has no size to fit anything into: it fits when it is shown.
  let fitWhenShown = false;
  function fitSearch(bbox) {
    if (!canvas.offsetWidth || !canvas.offsetHeight) {
      fitWhenShown = true;
      return;
    }
    fitWhenShown = false;
    moveItself(() => {
      map.invalidateSize({ animate: false, pan: false });
      if (bbox) {
        map.fitBounds(
          [
            [bbox[1], bbox[0]],
            [bbox[3], bbox[2]],
          ],
          { animate: false },
        );
        return;
      }
      const bounds = L.latLngBounds([]);
      for (const marker of markerByNumber.values()) bounds.extend(marker.getLatLng());
      if (placeBounds) bounds.extend(placeBounds);
      if (bounds.isValid()) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM, animate: false });
    });
  }

  // After "Search this area" the map already shows the box searched: it keeps its view.
  let keepView = false;
  function showSearch() {
    const focus = focusOfSearch();
    drawPlace(focus.place);
    drawMarkers();
    caption.textContent = captionFor(focus.place);
    searchArea.hidden = true;
    if (keepView) keepView = false;
    else fitSearch(focus.bbox);
  }

  new ResizeObserver(() => {
    if (fitWhenShown) fitSearch(focusOfSearch().bbox);
    else moveItself(() => map.invalidateSize({ animate: false, pan: false }));
  }).observe(canvas);

  // A new search replaces #results (a filter, a chip, the chat); "Show more stays" appends cards.
  let redrawQueued = false;
  document.addEventListener("htmx:load", (event) => {
    const element = event.detail.elt;
    if (element.id === "results") {
      showSearch();
    } else if (element.matches?.("li.card[data-marker]") && !redrawQueued) {
      redrawQueued = true;
      queueMicrotask(() => {
        redrawQueued = false;
        drawMarkers();
      });
    }
  });

  // --- a marker and its card --------------------------------------------------------------------

  function highlight(number) {
    if (number === highlighted) return;
    for (const value of [highlighted, number]) {
      if (!value) continue;
      const on = value === number;
      cardNumbered(value)?.classList.toggle("is-highlighted", on);
      const marker = markerByNumber.get(value);
      marker?.getElement()?.classList.toggle("is-highlighted", on);
      marker?.setZIndexOffset(on ? 1000 : 0);
    }
    highlighted = number;
  }

  function highlightFrom(event) {
    const source = event.target instanceof Element && event.target.closest("#results li.card[data-marker], .map-marker");
    highlight(source ? source.dataset.marker : null);
  }
  document.addEventListener("mouseover", highlightFrom);
  document.addEventListener("focusin", highlightFrom);

  // A marker leads to its card: in view, highlighted, and its link focused to open it.
  function showCard(number) {
    const card = cardNumbered(number);
    if (!card) return;
    highlight(number);
    card.scrollIntoView({ block: "center", behavior: motion() });
    card.querySelector(".card-link")?.focus({ preventScroll: true });
  }

  // --- search this area -------------------------------------------------------------------------

  function shownBox() {
    const bounds = map.getBounds();
    const clamp = (value, limit) => Math.min(Math.max(value, -limit), limit).toFixed(BOX_DECIMALS);
    return [
      clamp(bounds.getWest(), 180),
      clamp(bounds.getSouth(), 90),
      clamp(bounds.getEast(), 180),
      clamp(bounds.getNorth(), 90),
    ].join(",");
  }

  searchArea.addEventListener("click", () => {
    const params = new URLSearchParams(location.search);
    params.set("bbox", shownBox());
    keepView = true;
    searchArea.hidden = true;
    htmx.ajax("GET", `${location.pathname}?${params}`, { source: searchArea, target: "#results", swap: "outerHTML" });
  });

  // A new location is somewhere else: the place and the box of the old one go.
  document.addEventListener("change", (event) => {
    if (!event.target.matches?.("#filter-form select[name=location]")) return;
    for (const input of document.querySelectorAll("#filter-form input[data-map-area]")) input.remove();
  });

  // --- on a narrow screen, the map is one tap from the results ----------------------------------

  toggle?.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    toggle.textContent = open ? toggle.dataset.hide : toggle.dataset.show;
    region.classList.toggle("is-open", open);
  });

  function motion() {
    return matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  }

  showSearch();
})();

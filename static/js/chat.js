// The chat panel: sends a message without leaving the page and streams the reply in.
//
// The server answers with server-sent events (see chat/views.py): `tool` (what the agent is
// doing), `delta` (reply text), `swap` (the filter form and results for a search it ran, and the
// URL to push), `done` (the rendered reply) and `error`. Without this script the same form posts
// normally and the page comes back with the reply. Listeners are delegated from the document, so
// they keep working when htmx replaces the panel or the page.
(() => {
  // htmx runs this file again when it restores a page from the history: one set of listeners.
  if (window.chatPanelReady) return;
  window.chatPanelReady = true;

  const HIGHLIGHT_MS = 2000;
  const RESULTS_IN_VIEW_PX = 240;
  const TOP_MARGIN_PX = 8;
  // The words this script writes, in the page's language: the interface texts under "script."
  // (language/interface_text.py), rendered into every page as JSON.
  const TEXTS = JSON.parse(document.getElementById("interface-text")?.textContent || "{}");
  const FAILED = TEXTS.reply_failed;

  document.addEventListener("submit", (event) => {
    const form = event.target.closest("#chat-form");
    if (!form) return;
    event.preventDefault();
    const submitter = event.submitter;
    takeStep(submitter?.closest(".booth-step"));
    if (submitter && submitter.name === "new_chat_suggestion") {
      sendInNewChat(submitter.value);
      return;
    }
    const text = submitter && submitter.name === "suggestion" ? submitter.value : form.elements.message.value;
    send(form, text.trim());
  });

  // A booth story's step that starts a new chat: open an empty one, then send the step's words.
  async function sendInNewChat(text) {
    if (document.getElementById("chat-form")?.dataset.busy) return;
    await openConversation("new");
    const form = document.getElementById("chat-form");
    if (!form) return;
    const sameStep = [...document.querySelectorAll(".booth-step button")].find((button) => button.value === text);
    takeStep(sameStep?.closest(".booth-step"));
    send(form, text);
  }

  // A booth story's step, once taken, is ticked, and the first one not taken yet opens.
  function takeStep(step) {
    if (!step) return;
    step.classList.add("is-done");
    const steps = [...document.querySelectorAll(".booth-step")];
    const following = steps.find((candidate) => !candidate.classList.contains("is-done"));
    for (const candidate of steps) candidate.classList.toggle("is-next", candidate === following);
  }

  // Enter sends; Shift+Enter starts a new line.
  document.addEventListener("keydown", (event) => {
    if (event.target.id !== "chat-input" || event.key !== "Enter") return;
    if (event.shiftKey || event.isComposing) return;
    event.preventDefault();
    event.target.form.requestSubmit();
  });

  document.addEventListener("input", (event) => {
    if (event.target.id === "chat-input") fitToText(event.target);
  });

  // A past search under a reply reloads the results in place when the search page is open.
  document.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-chat-search]");
    if (!link || !document.getElementById("results") || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    const below = resultsBelowChat();
    htmx.ajax("GET", link.getAttribute("href"), { target: "#results", swap: "outerHTML" }).then(() => {
      if (below) document.getElementById("results")?.scrollIntoView({ block: "start" });
    });
  });

  // A past conversation or a new chat opens in the panel, and the URL names it so that a reload
  // keeps it; the page's own parameters (its filters) stay as they are now.
  document.addEventListener("click", async (event) => {
    const link = event.target.closest("a[data-chat-open]");
    const chat = document.getElementById("chat");
    if (!link || !chat || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    await openConversation(link.dataset.chatOpen);
    document.getElementById("chat-input")?.focus();
  });

  // A conversation that searched brings its last search back on the search page: the filters and
  // results arrive with the panel, and the URL becomes that search's, so a reload shows it too.
  async function openConversation(conversation) {
    const chat = document.getElementById("chat");
    await htmx.ajax("GET", `${chat.dataset.panelUrl}?conversation=${encodeURIComponent(conversation)}`, {
      target: "#chat",
      swap: "outerHTML",
    });
    const restored = document.getElementById("chat")?.dataset.restoredSearch;
    const url = new URL(restored || location.href, location.href);
    url.searchParams.set("conversation", conversation);
    history.pushState({ htmx: true }, "", url);
  }

  // The history menu closes like a menu: on a click elsewhere, or Escape.
  document.addEventListener("click", (event) => {
    const menu = document.getElementById("chat-history");
    if (menu && menu.open && !menu.contains(event.target)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    const menu = document.getElementById("chat-history");
    if (event.key !== "Escape" || !menu || !menu.open) return;
    menu.open = false;
    menu.querySelector("summary").focus();
  });

  // "Under the hood" under a reply opens and closes what the turn did in the database.
  document.addEventListener("click", (event) => {
    const toggle = event.target.closest("[data-trace-toggle]");
    if (!toggle) return;
    const body = document.getElementById(toggle.getAttribute("aria-controls"));
    if (!body) return;
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    body.hidden = !open;
    if (!open) return;
    // Opened: the operation that mattered, listed first, comes into view under the toggle.
    bringToTop(toggle);
    takeStep(document.querySelector('.booth-step[data-capability="hood"]'));
  });

  // "Copy as mongosh" puts one operation's command on the clipboard, ready to paste into mongosh.
  document.addEventListener("click", async (event) => {
    const button = event.target.closest("[data-trace-copy]");
    if (!button) return;
    const operation = button.closest(".chat-trace-operation");
    const command = operation.querySelector("[data-trace-mongosh]");
    const status = operation.querySelector(".chat-trace-copied");
    if (await copyText(command.textContent)) {
      status.textContent = TEXTS.copied;
      return;
    }
    operation.querySelector("details").open = true;
    window.getSelection().selectAllChildren(command);
    status.textContent = TEXTS.press_to_copy;
  });

  document.addEventListener("DOMContentLoaded", scrollToEnd);
  document.addEventListener("htmx:load", (event) => {
    if (event.detail.elt.id === "chat") scrollToEnd();
  });

  async function send(form, text) {
    if (form.dataset.busy) return;
    if (!text) {
      showError(form, TEXTS.type_first);
      return;
    }
    showError(form, "");
    announce("");
    const body = new FormData(form);
    body.set("message", text);
    // The filters the visitor set by hand go with the message: the agent starts from them.
    const filterForm = document.getElementById("filter-form");
    if (filterForm) body.set("filters", new URLSearchParams(new FormData(filterForm)).toString());

    const input = form.elements.message;
    const sent = appendMessage("user", text);
    const reply = pendingReply();
    input.value = "";
    fitToText(input);
    setBusy(form, true);
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body,
        headers: { Accept: "text/event-stream" },
        credentials: "same-origin",
      });
      if (!response.ok) {
        // Nothing was stored: take the message back so it can be fixed and sent again.
        sent.remove();
        reply.element.remove();
        input.value = text;
        fitToText(input);
        showError(form, await errorMessage(response));
        return;
      }
      const conversationId = response.headers.get("X-Conversation-Id");
      form.elements.conversation.value = conversationId;
      keepConversationInUrl(conversationId);
      const turn = { reply, swapped: false };
      const finished = await readEvents(response, (name, data) => handle(name, data, turn));
      if (!finished) reply.fail(FAILED);
    } catch {
      reply.fail(FAILED);
    } finally {
      setBusy(form, false);
    }
  }

  // Returns true once the turn ended, with `done` or `error`.
  function handle(name, data, turn) {
    const { reply } = turn;
    switch (name) {
      case "tool":
        reply.activity(data.label);
        announce(data.label);
        return false;
      case "delta":
        reply.append(data.text);
        return false;
      case "swap":
        reply.activity(fill(data.total === 1 ? TEXTS.found_one : TEXTS.found_many, { total: data.total.toLocaleString(), summary: data.summary }), true);
        if (data.html && document.getElementById("results")) {
          swapPage(data);
          turn.swapped = true;
        }
        return false;
      case "done":
        reply.finish(data.html);
        refreshHistory(data.conversation_id);
        if (turn.swapped && !resultsBelowChat()) revealResults();
        return true;
      case "error":
        reply.fail(data.message);
        return true;
      default:
        return false;
    }
  }

  async function readEvents(response, onEvent) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let finished = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return finished;
      buffer += value;
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let name = "message";
        let data = "";
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) name = line.slice(6).trim();
          else if (line.startsWith("data:")) data += line.slice(5).trim();
        }
        if (data) finished = onEvent(name, JSON.parse(data)) || finished;
        // Several events can arrive in one chunk; yielding after each lets mutation observers
        // (live regions, tests) see every state in order, not only the chunk's last one.
        await null;
      }
    }
  }

  // --- the page follows the agent's search ---------------------------------------------------

  function swapPage(data) {
    const before = formState(document.getElementById("filter-form"));
    htmx.swap("#results", data.html, { swapStyle: "outerHTML" });
    const form = document.getElementById("filter-form");
    highlightChanges(form, before, formState(form));
    const url = new URL(data.url, location.href);
    if (url.href !== location.href) history.pushState({ htmx: true }, "", url);
  }

  // On a narrow screen the results come after the chat: the reply stays in view, and the search
  // link under it (or the page's own scrolling) is one tap from the results.
  function resultsBelowChat() {
    const chat = document.getElementById("chat");
    const results = document.getElementById("results");
    if (!chat || !results) return false;
    return results.getBoundingClientRect().top >= chat.getBoundingClientRect().bottom;
  }

  // Where the visitor scrolled the results beside the chat past their top (a booth's filters sit
  // above them), bring the new results into view once the reply is complete: their count and the
  // top of the first cards.
  function revealResults() {
    const results = document.getElementById("results");
    if (!results) return;
    const top = results.getBoundingClientRect().top;
    if (top >= 0 && top <= window.innerHeight - RESULTS_IN_VIEW_PX) return;
    const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
    results.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
  }

  // Each control's value, keyed so that a checkbox counts on its own ("amenities=Pool").
  function formState(form) {
    const state = new Map();
    for (const control of form.elements) {
      if (!control.name) continue;
      if (control.type === "checkbox" || control.type === "radio") state.set(`${control.name}=${control.value}`, control.checked);
      else state.set(control.name, control.value);
    }
    return state;
  }

  function highlightChanges(form, before, after) {
    for (const control of form.elements) {
      if (!control.name) continue;
      const key = control.type === "checkbox" || control.type === "radio" ? `${control.name}=${control.value}` : control.name;
      if (before.get(key) === after.get(key)) continue;
      const field = control.closest(".field, .pill, .switch, .search-box") || control;
      field.classList.add("chat-changed");
      setTimeout(() => field.classList.remove("chat-changed"), HIGHLIGHT_MS);
    }
  }

  // --- the conversation ----------------------------------------------------------------------

  // Before the page follows a search: going back must return to this conversation, and a reload
  // must reopen it, not the empty one or another one the URL named.
  function keepConversationInUrl(conversationId) {
    const url = new URL(location.href);
    if (!url.searchParams.has("conversation") || url.searchParams.get("conversation") === conversationId) return;
    url.searchParams.set("conversation", conversationId);
    history.replaceState(history.state, "", url);
  }

  // Titles, counts and times in the history change with every message.
  function refreshHistory(conversationId) {
    const chat = document.getElementById("chat");
    const list = document.getElementById("chat-history");
    if (!chat || !list || list.open) return;
    const listUrl = `${chat.dataset.conversationsUrl}?current=${encodeURIComponent(conversationId)}`;
    htmx.ajax("GET", listUrl, { target: "#chat-history", swap: "outerHTML" });
  }

  function appendMessage(role, text) {
    const item = element("li", `chat-message chat-message-${role}`);
    item.append(element("span", "visually-hidden", role === "user" ? TEXTS.you : TEXTS.staybot));
    item.append(element("div", "chat-bubble", text));
    document.getElementById("chat-log").append(item);
    document.getElementById("chat-empty")?.remove();
    scrollToEnd();
    return item;
  }

  // The reply while it streams: tool activity above, text as it arrives, then the final HTML.
  function pendingReply() {
    const item = appendMessage("assistant", "");
    item.setAttribute("aria-busy", "true");
    const bubble = item.querySelector(".chat-bubble");
    bubble.classList.add("chat-reply", "is-streaming");
    bubble.append(element("span", "chat-typing", ""));
    // Screen readers hear the activity from #chat-status: this line is inside the busy reply.
    const status = element("p", "chat-activity");
    status.hidden = true;
    item.insertBefore(status, bubble);
    let text = "";
    return {
      element: item,
      activity(label, finished = false) {
        status.textContent = label;
        status.hidden = false;
        status.classList.toggle("is-done", finished);
        scrollToEnd();
      },
      append(chunk) {
        text += chunk;
        // Bold runs show as bold while the text streams; the final HTML replaces all of it.
        bubble.replaceChildren(
          ...text.split("**").map((part, index) => (index % 2 ? element("strong", "", part) : part)),
        );
        scrollToEnd();
      },
      finish(html) {
        const template = document.createElement("template");
        template.innerHTML = html.trim();
        const rendered = template.content.firstElementChild;
        item.replaceWith(rendered);
        htmx.process(rendered);
        bringToTop(rendered);
      },
      fail(message) {
        item.removeAttribute("aria-busy");
        bubble.classList.remove("is-streaming");
        bubble.classList.add("chat-failed");
        bubble.textContent = message;
        status.hidden = true;
        announce(message);
        scrollToEnd();
      },
    };
  }

  // --- small helpers -------------------------------------------------------------------------

  // The clipboard API needs a secure context (HTTPS or localhost): a booth served over plain
  // HTTP on its network gets the command selected instead, for Ctrl+C.
  async function copyText(text) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }

  // An interface text with its {slots} filled in.
  function fill(text, slots) {
    return text.replace(/\{(\w+)\}/g, (slot, name) => (name in slots ? slots[name] : slot));
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function setBusy(form, busy) {
    if (busy) form.dataset.busy = "true";
    else delete form.dataset.busy;
    form.querySelector(".chat-send").disabled = busy;
    // Back to the message field for the next one, without scrolling the results out of view.
    if (!busy) form.elements.message.focus({ preventScroll: true });
  }

  function announce(text) {
    const status = document.getElementById("chat-status");
    if (status) status.textContent = text;
  }

  function showError(form, message) {
    const error = form.querySelector(".chat-error");
    error.textContent = message;
    error.hidden = !message;
    if (message) form.elements.message.setAttribute("aria-invalid", "true");
    else form.elements.message.removeAttribute("aria-invalid");
  }

  async function errorMessage(response) {
    try {
      return (await response.json()).error || FAILED;
    } catch {
      return FAILED;
    }
  }

  function fitToText(textarea) {
    textarea.style.height = "auto";
    textarea.style.height = `${Math.min(textarea.scrollHeight, 160)}px`;
  }

  // Scrolls the conversation so that `element` starts at its top (or as near as the end allows),
  // then the page, if that part of the chat is off screen: a long reply is read from its start.
  function bringToTop(element) {
    const scroller = document.getElementById("chat-scroll");
    if (!scroller || !element) return;
    const offset = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.scrollTop = Math.min(scroller.scrollTop + offset - TOP_MARGIN_PX, scroller.scrollHeight);
    const top = element.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.75) window.scrollBy({ top: top - window.innerHeight / 4 });
  }

  function scrollToEnd() {
    const scroller = document.getElementById("chat-scroll");
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }
})();

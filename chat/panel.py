"""What the chat panel shows beside a page: the current conversation, the past ones, the form.

The panel follows the page it sits on. Its conversation is the one named by the page URL's
``conversation`` parameter (an id, or ``new`` for an empty chat), else the visitor's latest one,
so a reload finds the conversation where it was. On a listing's page the panel knows which listing
is open; on the search page it carries the page's filters for a form posted without JavaScript.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpRequest, QueryDict
from django.urls import Resolver404, resolve, reverse
from django.utils.safestring import SafeString

from chat.llm import OFFLINE
from chat.page_sync import search_summary, search_url
from chat.rendering import render_markdown
from chat.reply_summary import split_reply
from chat.suggestions import (
    BOOTH_STORY,
    LISTING_SUGGESTIONS,
    SEARCH_SUGGESTIONS,
    BoothStory,
    StoryStep,
)
from chat.trace import restored_trace
from chat.trace_panel import TraceView, trace_view
from infra.same_site import same_site_url
from memory.conversations import (
    Conversation,
    ConversationSummary,
    get_conversation,
    latest_conversation,
    list_conversations,
)
from memory.sent_messages import sent_messages
from memory.turn_context import SearchRecord
from offline_assistant.reply_language import ENGLISH, Language
from offline_assistant.wording import ENGLISH as ENGLISH_WORDING
from offline_assistant.wording import WORDING, Wording, plural

CONVERSATION_PARAMETER = "conversation"
NEW_CONVERSATION = "new"
LISTED_CONVERSATIONS = 20
RENTAL_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
NO_HTML = SafeString("")


@dataclass(frozen=True)
class SearchLink:
    """A search the agent ran, linked to the search page that shows it."""

    summary: str  # "Porto · under 120 EUR · 2+ bedrooms", in the reply's language
    total: int
    url: str
    total_label: str  # "12 stays", "12 alojamientos"


@dataclass(frozen=True)
class MessageView:
    role: str  # "user" or "assistant"
    text: str  # the words as written: a visitor's message is shown escaped, as plain text
    html: SafeString  # a reply (its lead, if long) as safe Markdown; "" for a visitor's
    more_html: SafeString = NO_HTML  # the rest of a long reply, folded under its lead
    search: SearchLink | None = None
    remembered: tuple[str, ...] = ()  # what the reply's turn remembered about the visitor
    trace: TraceView | None = None  # under the hood: the live trace, or the one stored with it
    offline_model: bool = False  # a booth shows that the offline model wrote this reply
    language: Language = ENGLISH  # the reply's: its notes (interface texts) are in it too


@dataclass(frozen=True)
class ConversationLink:
    id: str
    title: str
    updated_at: datetime
    message_count: int
    url: str  # the current page with this conversation open
    current: bool


@dataclass(frozen=True)
class PageLocation:
    """The page a panel sits on, read from its URL."""

    url: str  # path and query string
    viewing: str  # the listing open on a listing's page; "" elsewhere
    filters_query: str | None  # the search page's filters; None on other pages

    def with_conversation(self, conversation: str) -> str:
        return with_conversation(self.url, conversation)


@dataclass(frozen=True)
class StoryProgress:
    step: StoryStep
    done: bool
    next: bool  # the first step not taken yet: the one the tour shows open


@dataclass(frozen=True)
class ChatPanel:
    location: PageLocation
    conversation_id: str  # "" until the first message of a new conversation
    messages: list[MessageView]
    conversations: list[ConversationLink]
    unavailable: bool = False  # the URL named a conversation this visitor does not have
    error: str = ""  # why the last message was not taken (a form posted without JavaScript)
    draft: str = ""  # that message, so the visitor need not type it again
    suggestions: tuple[str, ...] = SEARCH_SUGGESTIONS[ENGLISH]
    story: BoothStory | None = None  # a demo booth's story; none elsewhere
    story_sent: frozenset[str] = frozenset()  # its prompts this visitor sent, in any conversation
    wording: Wording = ENGLISH_WORDING  # the visitor's language, for the greeting
    # The conversation's last search: the search page shows it again when the conversation is
    # reopened, so the filters, results and map agree with the chat.
    last_search: SearchRecord | None = None

    @property
    def new_chat_url(self) -> str:
        return self.location.with_conversation(NEW_CONVERSATION)

    @property
    def story_progress(self) -> list[StoryProgress]:
        """Each step of the story, whether the visitor took it (in this conversation or an
        earlier one: the memory step starts a new chat), and which one comes next."""
        if self.story is None:
            return []
        sent = self.story_sent | {m.text for m in self.messages if m.role == "user"}
        done = [bool(step.prompt) and step.prompt in sent for step in self.story.steps]
        following = next((index for index, taken in enumerate(done) if not taken), None)
        return [
            StoryProgress(step, taken, index == following)
            for index, (step, taken) in enumerate(zip(self.story.steps, done, strict=True))
        ]


def build_panel(
    visitor_id: str,
    location: PageLocation,
    requested: str | None = None,
    *,
    error: str = "",
    draft: str = "",
    language: Language = ENGLISH,
) -> ChatPanel:
    """The panel for a page; ``requested`` overrides the conversation its URL names. Its
    suggestions are in ``language``; a demo booth's search pages tell the booth's story."""
    if requested is None:
        requested = QueryDict(urlsplit(location.url).query).get(CONVERSATION_PARAMETER)
    conversation = _conversation(visitor_id, requested)
    conversation_id = conversation.id if conversation else ""
    story = BOOTH_STORY[language] if settings.BOOTH_MODE and not location.viewing else None
    return ChatPanel(
        location=location,
        conversation_id=conversation_id,
        messages=[
            message_view(message.role, message.content, message.metadata)
            for message in (conversation.messages if conversation else [])
        ],
        conversations=conversation_links(visitor_id, location, conversation_id, language),
        unavailable=bool(requested) and requested != NEW_CONVERSATION and conversation is None,
        error=error,
        draft=draft,
        suggestions=(LISTING_SUGGESTIONS if location.viewing else SEARCH_SUGGESTIONS)[language],
        story=story,
        story_sent=frozenset(_story_sent(visitor_id, story)),
        wording=WORDING[language],
        last_search=last_search(conversation),
    )


def conversation_links(
    visitor_id: str, location: PageLocation, current_id: str, language: Language = ENGLISH
) -> list[ConversationLink]:
    return [
        _link(summary, location, current_id, language)
        for summary in list_conversations(visitor_id, limit=LISTED_CONVERSATIONS)
    ]


def message_view(role: str, content: str, metadata: dict[str, Any]) -> MessageView:
    if role != "assistant":
        return MessageView(role, content, NO_HTML)
    language = _language(metadata)
    lead, rest = split_reply(content)
    return MessageView(
        role,
        content,
        render_markdown(lead),
        render_markdown(rest) if rest else NO_HTML,
        _search_link(metadata, language),
        _remembered(metadata),
        trace=_stored_trace(metadata),
        offline_model=settings.BOOTH_MODE and metadata.get("model") == OFFLINE,
        language=language,
    )


def _language(metadata: dict[str, Any]) -> Language:
    """The language a stored reply was written in; English for replies stored before that was
    kept."""
    language = metadata.get("language")
    return language if language in WORDING else ENGLISH


def page_location(request: HttpRequest, url: str | None = None) -> PageLocation:
    """Where the panel is: ``url`` (this site's only), else the page being rendered."""
    url = same_site_url(request, url) or request.get_full_path()
    parts = urlsplit(url)
    path = parts.path or "/"
    url = f"{path}?{parts.query}" if parts.query else path
    try:
        match = resolve(path)
    except Resolver404:
        return PageLocation(url, "", None)
    viewing = match.kwargs.get("listing_id", "") if match.view_name == "rentals:detail" else ""
    filters_query = None
    if match.view_name == "rentals:home":
        params = QueryDict(parts.query, mutable=True)
        params.pop(CONVERSATION_PARAMETER, None)
        filters_query = params.urlencode()
    return PageLocation(url, viewing if RENTAL_ID.fullmatch(viewing) else "", filters_query)


def with_conversation(url: str, conversation: str) -> str:
    """``url`` with its ``conversation`` parameter set, the other parameters kept."""
    parts = urlsplit(url)
    params = QueryDict(parts.query, mutable=True)
    params[CONVERSATION_PARAMETER] = conversation
    return f"{parts.path or reverse('rentals:home')}?{params.urlencode()}"


def reopened_page(visitor_id: str, location: PageLocation, conversation_id: str) -> str:
    """The page to show a past conversation on: the search page at its last search when the
    visitor is on the search page and it searched, else the page they are on."""
    conversation = get_conversation(visitor_id, conversation_id)
    search = last_search(conversation) if location.filters_query is not None else None
    page = search_url(search) if search is not None else location.url
    return with_conversation(page, conversation_id)


def _reopen_url(location: PageLocation, conversation_id: str) -> str:
    """A History link: it opens the conversation where the visitor is (``reopened_page``)."""
    query = QueryDict(mutable=True)
    query.update({CONVERSATION_PARAMETER: conversation_id, "next": location.url})
    return f"{reverse('chat:reopen')}?{query.urlencode()}"


def _conversation(visitor_id: str, requested: str | None) -> Conversation | None:
    if requested == NEW_CONVERSATION:
        return None
    if requested:
        return get_conversation(visitor_id, requested)
    return latest_conversation(visitor_id)


def _story_sent(visitor_id: str, story: BoothStory | None) -> set[str]:
    if story is None:
        return set()
    return sent_messages(visitor_id, [step.prompt for step in story.steps if step.prompt])


def _link(
    summary: ConversationSummary, location: PageLocation, current_id: str, language: Language
) -> ConversationLink:
    return ConversationLink(
        id=summary.id,
        title=summary.title,
        updated_at=summary.updated_at,
        message_count=summary.message_count,
        url=_reopen_url(location, summary.id),
        current=summary.id == current_id,
    )


def _remembered(metadata: dict[str, Any]) -> tuple[str, ...]:
    """The sentences a stored reply's turn remembered, for the "Remembered: …" note."""
    entries = metadata.get("remembered")
    if not isinstance(entries, list):
        return ()
    return tuple(
        str(entry["content"])
        for entry in entries
        if isinstance(entry, dict) and entry.get("content")
    )


def last_search(conversation: Conversation | None) -> SearchRecord | None:
    """The search of the conversation's latest reply that ran a readable one."""
    for message in reversed(conversation.messages if conversation else []):
        if message.role == "assistant" and (search := _stored_search(message.metadata)):
            return search
    return None


def _stored_search(metadata: dict[str, Any]) -> SearchRecord | None:
    """The search a stored reply ran, if its metadata still holds a readable one."""
    try:
        search = SearchRecord(**metadata["search"])
        search.search_filters()
    except (KeyError, TypeError, ValueError):
        return None
    return search


def _stored_trace(metadata: dict[str, Any]) -> TraceView | None:
    """A stored reply's Under the hood, when it kept its trace."""
    trace = restored_trace(metadata.get("trace"))
    return trace_view(trace) if trace is not None else None


def _search_link(metadata: dict[str, Any], language: Language) -> SearchLink | None:
    """The search a stored reply ran, linked to the search page."""
    search = _stored_search(metadata)
    if search is None:
        return None
    summary = search_summary(search, language)
    stays = plural(search.total, WORDING[language].stays)
    return SearchLink(summary, search.total, search_url(search), f"{search.total:,} {stays}")

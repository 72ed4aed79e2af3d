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
from chat.suggestions import (
    BOOTH_STORY,
    LISTING_SUGGESTIONS,
    SEARCH_SUGGESTIONS,
    StoryStep,
)
from chat.trace_panel import TraceView
from infra.same_site import same_site_url
from memory.conversations import (
    Conversation,
    ConversationSummary,
    get_conversation,
    latest_conversation,
    list_conversations,
)
from memory.turn_context import SearchRecord
from offline_assistant.reply_language import ENGLISH, Language
from offline_assistant.wording import ENGLISH as ENGLISH_WORDING
from offline_assistant.wording import WORDING, Wording, plural

CONVERSATION_PARAMETER = "conversation"
NEW_CONVERSATION = "new"
LISTED_CONVERSATIONS = 20
RENTAL_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


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
    html: SafeString  # an assistant's reply as safe Markdown; empty for a visitor's message
    search: SearchLink | None = None
    remembered: tuple[str, ...] = ()  # what the reply's turn remembered about the visitor
    trace: TraceView | None = None  # under the hood: only for a reply answered on this page
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
class ChatPanel:
    location: PageLocation
    conversation_id: str  # "" until the first message of a new conversation
    messages: list[MessageView]
    conversations: list[ConversationLink]
    unavailable: bool = False  # the URL named a conversation this visitor does not have
    error: str = ""  # why the last message was not taken (a form posted without JavaScript)
    draft: str = ""  # that message, so the visitor need not type it again
    suggestions: tuple[str, ...] = SEARCH_SUGGESTIONS[ENGLISH]
    story: tuple[StoryStep, ...] = ()  # a demo booth's story; none elsewhere
    wording: Wording = ENGLISH_WORDING  # the visitor's language, for the greeting

    @property
    def new_chat_url(self) -> str:
        return self.location.with_conversation(NEW_CONVERSATION)

    @property
    def story_progress(self) -> list[tuple[StoryStep, bool]]:
        """Each step of the story, with whether its prompt was sent in this conversation."""
        sent = {message.text for message in self.messages if message.role == "user"}
        return [(step, bool(step.prompt) and step.prompt in sent) for step in self.story]


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
    return ChatPanel(
        location=location,
        conversation_id=conversation_id,
        messages=[
            message_view(message.role, message.content, message.metadata)
            for message in (conversation.messages if conversation else [])
        ],
        conversations=conversation_links(visitor_id, location, conversation_id),
        unavailable=bool(requested) and requested != NEW_CONVERSATION and conversation is None,
        error=error,
        draft=draft,
        suggestions=(LISTING_SUGGESTIONS if location.viewing else SEARCH_SUGGESTIONS)[language],
        story=BOOTH_STORY[language] if settings.BOOTH_MODE and not location.viewing else (),
        wording=WORDING[language],
    )


def conversation_links(
    visitor_id: str, location: PageLocation, current_id: str
) -> list[ConversationLink]:
    return [
        _link(summary, location, current_id)
        for summary in list_conversations(visitor_id, limit=LISTED_CONVERSATIONS)
    ]


def message_view(role: str, content: str, metadata: dict[str, Any]) -> MessageView:
    if role != "assistant":
        return MessageView(role, content, SafeString(""))
    language = _language(metadata)
    return MessageView(
        role,
        content,
        render_markdown(content),
        _search_link(metadata, language),
        _remembered(metadata),
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


def _conversation(visitor_id: str, requested: str | None) -> Conversation | None:
    if requested == NEW_CONVERSATION:
        return None
    if requested:
        return get_conversation(visitor_id, requested)
    return latest_conversation(visitor_id)


def _link(
    summary: ConversationSummary, location: PageLocation, current_id: str
) -> ConversationLink:
    return ConversationLink(
        id=summary.id,
        title=summary.title,
        updated_at=summary.updated_at,
        message_count=summary.message_count,
        url=location.with_conversation(summary.id),
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


def _search_link(metadata: dict[str, Any], language: Language) -> SearchLink | None:
    """The search a stored reply ran, if its metadata still holds a readable one."""
    try:
        search = SearchRecord(**metadata["search"])
        summary = search_summary(search, language)
    except (KeyError, TypeError, ValueError):
        return None
    stays = plural(search.total, WORDING[language].stays)
    return SearchLink(summary, search.total, search_url(search), f"{search.total:,} {stays}")

"""The offline model's output items and the Responses API stream events that carry them.

The Runner reads a model's output as OpenAI sends it: a tool call or a message, and when
streaming, the same items event by event. Building them here lets the offline model be driven
exactly like the remote one, down to the reply arriving a few words at a time.
"""

from __future__ import annotations

import itertools
import json
import re
import uuid
from collections.abc import Iterator
from typing import Any, cast

from agents.items import TResponseOutputItem, TResponseStreamEvent
from openai.types.responses import (
    Response,
    ResponseCompletedEvent,
    ResponseContentPartAddedEvent,
    ResponseContentPartDoneEvent,
    ResponseCreatedEvent,
    ResponseFunctionCallArgumentsDeltaEvent,
    ResponseFunctionCallArgumentsDoneEvent,
    ResponseFunctionToolCall,
    ResponseInProgressEvent,
    ResponseOutputItemAddedEvent,
    ResponseOutputItemDoneEvent,
    ResponseOutputMessage,
    ResponseOutputText,
    ResponseTextDeltaEvent,
    ResponseTextDoneEvent,
)

MODEL_NAME = "offline"
# Words per streamed text delta: small enough that the reply visibly streams in.
WORDS_PER_DELTA = 3


def function_call(name: str, arguments: dict[str, Any]) -> ResponseFunctionToolCall:
    call_id = new_id("call")
    return ResponseFunctionToolCall(
        id=call_id,
        call_id=call_id,
        type="function_call",
        name=name,
        arguments=json.dumps(arguments, ensure_ascii=False),
        status="completed",
    )


def assistant_message(text: str) -> ResponseOutputMessage:
    return ResponseOutputMessage(
        id=new_id("msg"),
        type="message",
        role="assistant",
        status="completed",
        content=[ResponseOutputText(type="output_text", text=text, annotations=[], logprobs=[])],
    )


def response_events(output: list[TResponseOutputItem]) -> Iterator[TResponseStreamEvent]:
    """The Responses API stream for ``output``, event for event as OpenAI sends it."""
    response_id = new_id("resp")
    sequence = itertools.count()
    yield ResponseCreatedEvent(
        type="response.created",
        response=_response(response_id, [], "in_progress"),
        sequence_number=next(sequence),
    )
    yield ResponseInProgressEvent(
        type="response.in_progress",
        response=_response(response_id, [], "in_progress"),
        sequence_number=next(sequence),
    )
    for index, item in enumerate(output):
        yield from _item_events(index, item, sequence)
    yield ResponseCompletedEvent(
        type="response.completed",
        response=_response(response_id, output, "completed"),
        sequence_number=next(sequence),
    )


def _item_events(
    index: int, item: TResponseOutputItem, sequence: Iterator[int]
) -> Iterator[TResponseStreamEvent]:
    if isinstance(item, ResponseOutputMessage):
        started: TResponseOutputItem = item.model_copy(
            update={"content": [], "status": "in_progress"}
        )
    elif isinstance(item, ResponseFunctionToolCall):
        started = item.model_copy(update={"arguments": "", "status": "in_progress"})
    else:
        started = item
    yield ResponseOutputItemAddedEvent(
        type="response.output_item.added",
        item=started,
        output_index=index,
        sequence_number=next(sequence),
    )
    if isinstance(item, ResponseOutputMessage):
        yield from _text_events(index, item, sequence)
    elif isinstance(item, ResponseFunctionToolCall):
        yield from _argument_events(index, item, sequence)
    yield ResponseOutputItemDoneEvent(
        type="response.output_item.done",
        item=item,
        output_index=index,
        sequence_number=next(sequence),
    )


def _text_events(
    index: int, message: ResponseOutputMessage, sequence: Iterator[int]
) -> Iterator[TResponseStreamEvent]:
    part = cast(ResponseOutputText, message.content[0])
    yield ResponseContentPartAddedEvent(
        type="response.content_part.added",
        item_id=message.id,
        output_index=index,
        content_index=0,
        part=part.model_copy(update={"text": ""}),
        sequence_number=next(sequence),
    )
    for delta in text_chunks(part.text):
        yield ResponseTextDeltaEvent(
            type="response.output_text.delta",
            item_id=message.id,
            output_index=index,
            content_index=0,
            delta=delta,
            logprobs=[],
            sequence_number=next(sequence),
        )
    yield ResponseTextDoneEvent(
        type="response.output_text.done",
        item_id=message.id,
        output_index=index,
        content_index=0,
        text=part.text,
        logprobs=[],
        sequence_number=next(sequence),
    )
    yield ResponseContentPartDoneEvent(
        type="response.content_part.done",
        item_id=message.id,
        output_index=index,
        content_index=0,
        part=part,
        sequence_number=next(sequence),
    )


def _argument_events(
    index: int, call: ResponseFunctionToolCall, sequence: Iterator[int]
) -> Iterator[TResponseStreamEvent]:
    item_id = call.id or call.call_id
    yield ResponseFunctionCallArgumentsDeltaEvent(
        type="response.function_call_arguments.delta",
        item_id=item_id,
        output_index=index,
        delta=call.arguments,
        sequence_number=next(sequence),
    )
    yield ResponseFunctionCallArgumentsDoneEvent(
        type="response.function_call_arguments.done",
        item_id=item_id,
        output_index=index,
        arguments=call.arguments,
        sequence_number=next(sequence),
    )


def text_chunks(text: str) -> list[str]:
    """``text`` in deltas of a few words, whitespace kept, so the pieces join back exactly."""
    tokens = re.findall(r"\s*\S+\s*|\s+", text)
    return [
        "".join(tokens[start : start + WORDS_PER_DELTA])
        for start in range(0, len(tokens), WORDS_PER_DELTA)
    ]


def _response(response_id: str, output: list[TResponseOutputItem], status: str) -> Response:
    return Response(
        id=response_id,
        created_at=0,
        model=MODEL_NAME,
        object="response",
        output=output,
        tool_choice="auto",
        tools=[],
        parallel_tool_calls=False,
        status=status,  # type: ignore[arg-type]
    )


def new_id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex}"

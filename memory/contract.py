"""The memory contract in words, for language models: what to remember and what each memory does.

The rule extractor (``memory.extraction``) implements the same contract offline; with OpenAI the
agent's instructions and the consolidation prompt state it, and the rules check the model's
memories against it (``memory.extraction.confirms_durable``).
"""

from __future__ import annotations

WHAT_IS_DURABLE = """\
Remember only what the visitor says as a lasting fact or habit about themselves: "we never travel \
without our dog", "I only ever book with superhosts", "our budget never goes above 200 euros a \
night", "my husband uses a wheelchair", "I work remotely", "I'm a light sleeper", "my wife is \
allergic to cats", "we always cook", "we drive everywhere", "we're flying to Sydney in July", \
"please remember that ...", in any language. A request for this search ("2 bedroom flat in Porto \
for 4", "only superhosts please", "for a family of 5", "with a hot tub please", "cheapest place \
in Sydney"), anything said "this time", and questions are not durable: do not remember them. \
Neither is a fact about someone who is not coming or comes this time only ("my sister is \
allergic to cats but she's not coming"), nor a usual solo trip ("normally I travel alone"); the \
party of most trips is ("normally it's just me and my husband"). A habit said in a trip request \
is durable ("Porto for 5 nights, we always need 3 bedrooms")."""

KEYS_AND_EFFECTS = """\
Keys, and what each memory does to the first search of a later conversation unless the visitor \
says otherwise then: pets (adds Pets allowed), workspace (remote work: adds Laptop friendly \
workspace), accessibility (adds Wheelchair accessible, Step-free access or Elevator), \
travel_party (min_accommodates), budget (max_price, with the currency it was said in; converted \
to the searched market's currency), host_preference (superhost_only), room_type (whole places: \
Entire home/apt), cooking (Kitchen), parking (Free parking on premises), must_have (another \
amenity needed at every stay), need (a standing need no filter holds, in the visitor's \
words: "Always needs blackout curtains.", changes no filter), noise (adds "quiet" to the \
search words), trip (an upcoming trip: its market when the visitor names none), allergy \
(remembered, changes no filter), preferred_market, property_type, dislike. Write each as one \
short third-person sentence that names the value ("Budget is about 200 EUR per night.", \
"Travels with a dog.")."""

CORRECTIONS = """\
When the visitor corrects or takes back a fact ("actually make that 150 euros", "we don't have a \
dog anymore", "forget what I said about my budget"), remember the new value or forget the old \
memory. What the visitor asks for now ("up to 250", "any host is fine this time", "we're leaving \
the dog at home this time") wins for that search and is not remembered."""

CONTRACT = f"{WHAT_IS_DURABLE}\n\n{KEYS_AND_EFFECTS}\n\n{CORRECTIONS}"

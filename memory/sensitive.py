"""What a memory must never hold: passwords, payment data and one-time codes.

Every way a memory is written (the agent's ``remember`` tool, consolidation, an edit on the memory
panel) checks its content here, so a visitor who pastes a card number into the chat never finds it
stored as a "fact" about them.
"""

from __future__ import annotations

import re

from language.vocabulary import fold

# Words that name a secret, in English, Spanish and Portuguese (matched on folded text).
_SECRET_WORDS = re.compile(
    r"\b(?:pass ?words?|passwd|passcodes?|pwd|pins?|contrasenas?|claves? de acceso|senhas?"
    r"|cvv|cvc|cvv2|security codes?|card numbers?|credit cards?|debit cards?|tarjetas?"
    r"|cartao|cartoes|iban|swift|sort codes?|routing numbers?|account numbers?|numero de cuenta"
    r"|numero da conta|otp|one[- ]time (?:codes?|pass\w*)|2fa|two[- ]factor"
    r"|(?:verification|login|access|sms|auth\w*) codes?|codigos? de (?:verificacion|verificacao"
    r"|acceso|acesso|seguridad|seguranca))\b"
)
# "the code is 482913", "código: 1234".
_STATED_CODE = re.compile(r"\b(?:code|codigo)\s*(?:is|es|e|:)\s*\d{4,8}\b")
# Twelve or more digits, possibly grouped ("4111 1111 1111 1111"): a card or account number.
_LONG_NUMBER = re.compile(r"(?<!\d)(?:\d[ -]?){12,}\d(?!\d)")


def contains_secret(text: str) -> bool:
    folded = fold(text)
    return bool(
        _SECRET_WORDS.search(folded) or _STATED_CODE.search(folded) or _LONG_NUMBER.search(folded)
    )

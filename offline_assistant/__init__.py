"""The offline assistant: understands the visitor and answers without a network.

``OfflineModel`` (``model``) is the ``agents`` Model; ``policy`` decides each turn, reading the
SDK's input through ``transcript`` and writing its output through ``events``; the replies and
their wording per language live in the other modules.
"""

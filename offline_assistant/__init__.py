"""The offline assistant: understands the visitor and answers without a network.

``OfflineModel`` (``model``) is the ``agents`` Model; ``policy`` decides each turn, reading the
SDK's input through ``transcript`` and writing its output through ``events``. The replies live
beside them: ``replies`` for searches, saved places and markets, ``results_answers`` for
questions about the results on screen (with ``superlatives``, ``listing_answers`` and
``whereabouts``), ``memory_replies`` for what memory did, all worded per language in
``wording``, in the language ``reply_language`` reads from the visitor.
"""

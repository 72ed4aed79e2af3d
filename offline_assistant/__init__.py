"""The offline assistant: understands the visitor and answers without a network."""

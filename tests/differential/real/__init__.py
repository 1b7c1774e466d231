"""Requests written by other projects, and DynamoDB Local's answers to them (see SOURCES.md)."""

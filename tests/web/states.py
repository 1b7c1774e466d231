"""Builder states the web tests share."""

from __future__ import annotations


def deep_list_state(count: int, depth: int = 1) -> dict:
    """A PutItem whose list attribute ``v`` holds ``count`` numbers, ``depth`` lists deep."""
    value = {"type": "L", "value": [{"type": "N", "value": "1"}] * count}
    for _ in range(depth - 1):
        value = {"type": "L", "value": [value]}
    return {
        "version": 2,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": "a"}, "v": value},
    }


# a like put in a Likes table (postId, userId) and counted in a Posts table (postId): tables of different keys
LIKES_AND_POSTS = {
    "version": 1,
    "operation": "TransactWriteItems",
    "actions": [
        {
            "type": "Put",
            "table": "Likes",
            "item": {"postId": {"type": "S", "value": "p1"}, "userId": {"type": "S", "value": "u2"}},
            "condition": {"op": "attribute_not_exists", "path": "userId"},
        },
        {
            "type": "Update",
            "table": "Posts",
            "key": {"postId": {"type": "S", "value": "p1"}},
            "update": [{"action": "ADD", "path": "likes", "value": {"type": "N", "value": "1"}}],
        },
    ],
}

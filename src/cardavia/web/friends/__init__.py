"""Tables with friends: invite people to any seat of any game, the AI fills the rest, live.

No accounts: the browser session is the identity (``play.owner``), and the
invitation link's token gives a free seat. Each person sees only their own
seat's observation, live through Server-Sent Events (``play.stream``).
"""

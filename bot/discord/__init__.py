"""The Discord adapter: /ttr slash commands, persistent buttons and menus, board messages
and direct messages over the table service (discord.py 2.7).

The adapter parses interactions into service calls and turns the service's replies into
Discord messages; every word it shows comes from the service's catalogue.

Running it: `DISCORD_TOKEN=... python -m bot discord` (add `--sync` to send the slash
commands now; otherwise they are sent when they changed, see `sync`). Invite the bot with
the `bot` and `applications.commands` scopes; in a game's channel it needs View Channel,
Send Messages (Send Messages in Threads for a thread) and Attach Files. No privileged
intent is used. `client.run` starts it.
"""

"""The Discord side of Ticket to Ride: the table service and its store, and the adapters
that carry commands to it (the console here; the Discord adapter in `bot.discord`).

`python -m bot` starts the Discord bot when DISCORD_TOKEN is set, else the console.
"""

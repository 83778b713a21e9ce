"""The Discord adapter: /ttr slash commands, persistent buttons and menus, board messages
and direct messages over the table service (discord.py 2.7).

The adapter parses interactions into service calls and turns the service's replies into
Discord messages; every word it shows comes from the service's catalogue. `client.run`
starts it.
"""

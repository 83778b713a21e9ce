"""The league: what turns single games into a server's ladder. Results of finished games,
OpenSkill ratings per server and game, statistics, history, exports and replays."""

"""A local stand-in for Discord (REST under /api/v10 and the gateway) for end-to-end
tests of the real client over a socket."""

"""The table service: everything a game table does, free of Discord types."""

from ..table import Options, Refusal, Seat, Table
from .service import TableService

__all__ = ["Options", "Refusal", "Seat", "Table", "TableService"]

"""The table service: everything a game table does, free of Discord types."""

from .refusal import Refusal
from .service import TableService
from .table import Options, Seat, Table

__all__ = ["Options", "Refusal", "Seat", "Table", "TableService"]

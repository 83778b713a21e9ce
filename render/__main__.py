"""Command line of the render package (see render.demo)."""

import sys

from .demo import main

sys.exit(main())

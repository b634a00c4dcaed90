import sys

from ovopt.tools.conformance.cli import main

if __name__ == "__main__":
    sys.exit(main())

"""``python -m sdcsql``, and the file ``spark-submit`` runs on a cluster
(``spark-submit --master URL "$(python -c 'import sdcsql.__main__ as m; print(m.__file__)')"
run problem.toml --engine spark``): the command line, with absolute imports so that the
file also runs as a script."""

import sys

from sdcsql.cli import main

if __name__ == "__main__":
    sys.exit(main())

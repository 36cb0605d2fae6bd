"""The optimal protection search's parts (docs/protect/search.md): generalisation
hierarchies (:mod:`.hierarchy`), the distinct-cell table and the evaluation of one
lattice node on it (:mod:`.cells`), the targets (:mod:`.targets`), the quality models
(:mod:`.quality`) and the lattice traversal (:mod:`.traverse`).  The step itself, its
options and its result are :mod:`sdcsql.protect.search`.
"""

"""The conformance kit: run the suite against any engine, export it as JSON cases, version it.

``suite`` reads the features as cases with stable IDs (``ids``); ``runner`` runs
them, or exported cases, through an engine, and ``report`` tells the outcome by
variant and by rule; ``expectations`` holds an engine's known failures and skips.
``export`` compiles the features into JSON cases whose expected answers, as
``patterns``, ``derive`` finds by replaying each scenario (``replay``) against
perturbed answers (``perturb``) and noting what its steps read (``tracking``).
``schema`` validates messages against the protocol's JSON Schemas, ``versioning``
keeps the suite's version honest (and lists its retired case IDs), ``trace`` shows
one case's requests and answers, ``results`` builds the page of several runs,
``release`` the suite's release file, ``citations`` and ``handnames`` the tables of
docs/protocol.md, and ``commands`` is ``studrules conformance`` and ``studrules
export`` (docs/conformance.md). The runner without Python is kit/js/run.mjs.
"""

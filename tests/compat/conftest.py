"""The corpus generator and its scenarios are scripts run against old versions, not test modules."""

collect_ignore = ["make_corpus.py", "corpus_scenarios.py"]

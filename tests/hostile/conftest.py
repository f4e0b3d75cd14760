"""The catalogue runner is a script started in its own process, not a test module."""

collect_ignore = ["run_catalogue.py"]

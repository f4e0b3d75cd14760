"""The one bound of the suite's hang checks: minutes, so that a loaded machine is slow, not hung (issue 33).

A test waits for a process, a thread, a signal or a page at most this long and then calls it hung; no test
asserts how fast anything is (speed belongs in ``bench/``).
"""

#: seconds a step may take before it is taken for hung
HANG = 600
#: the same in milliseconds (Qt's and pytest-qt's waits)
HANG_MS = HANG * 1000

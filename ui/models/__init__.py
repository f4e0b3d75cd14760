"""Qt item models of the app, each a thin view of data the referee computed."""

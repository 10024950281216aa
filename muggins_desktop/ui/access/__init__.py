"""Reading the app without seeing it: text size and contrast, the tables' mirror and voice, and tree checks."""

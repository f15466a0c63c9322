-- Scaffold of the two-factor and reminders helper: replaced by its tables.
SELECT 1;

-- Scaffold of the settings-general helper: replaced by its tables.
SELECT 1;

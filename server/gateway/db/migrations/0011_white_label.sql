-- Scaffold of the white-label helper: replaced by its tables.
SELECT 1;

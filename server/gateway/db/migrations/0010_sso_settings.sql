-- Scaffold of the SSO helper: replaced by its tables.
SELECT 1;

-- One firm by id. $1 firm_id.
SELECT firm_id, name FROM record.firms WHERE firm_id = $1

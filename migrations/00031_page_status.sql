-- What became of each page: its text layer read, OCR'd, OCR failed, or
-- never reached (time or page bound). A document with unread pages says so.

-- +goose Up
ALTER TABLE record.page_texts ADD COLUMN status text NOT NULL DEFAULT 'read'
    CHECK (status IN ('read', 'ocr', 'failed', 'not_reached'));
UPDATE record.page_texts SET status = 'ocr' WHERE ocr;

-- +goose Down
ALTER TABLE record.page_texts DROP COLUMN status;

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"pramaan/record"
)

// credentialsFile is where `pramaan up` keeps its demo firm's key, in the
// data folder: the key is stored nowhere else (the database holds its hash).
const credentialsFile = "credentials.json"

// credentials is $PRAMAAN_DATA/credentials.json (mode 0600): what a user or
// a script needs to call the API as the demo firm.
type credentials struct {
	URL    string `json:"url"`     // the API's base URL, http://ADDR
	FirmID string `json:"firm_id"` // the demo firm
	APIKey string `json:"api_key"` // its API key (Authorization: Bearer)
}

func credentialsPath(dataDir string) string { return filepath.Join(dataDir, credentialsFile) }

// readCredentials reads the data folder's credentials; os.ErrNotExist when
// there are none.
func readCredentials(dataDir string) (credentials, error) {
	var c credentials
	b, err := os.ReadFile(credentialsPath(dataDir))
	if err != nil {
		return c, err
	}
	if err := json.Unmarshal(b, &c); err != nil {
		return c, fmt.Errorf("%s: %w", credentialsPath(dataDir), err)
	}
	return c, nil
}

// writeCredentials replaces the data folder's credentials atomically, mode
// 0600 from the first byte.
func writeCredentials(dataDir string, c credentials) error {
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dataDir, ".credentials-*.json")
	if err != nil {
		return fmt.Errorf("write credentials in %s: %w", dataDir, err)
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return fmt.Errorf("write credentials: %w", err)
	}
	if _, err := tmp.Write(append(b, '\n')); err != nil {
		tmp.Close()
		return fmt.Errorf("write credentials: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("write credentials: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write credentials: %w", err)
	}
	if err := os.Rename(tmp.Name(), credentialsPath(dataDir)); err != nil {
		return fmt.Errorf("write credentials: %w", err)
	}
	return nil
}

// demoFirmName names the firm `pramaan up` creates on its first start.
const demoFirmName = "Demo firm"

// ensureDemoFirm returns the data folder's demo firm and its key: the one in
// credentials.json when its key still opens that firm, else a new firm whose
// credentials are written there (created is then true). The file's url is
// kept up to date with apiURL.
func ensureDemoFirm(ctx context.Context, store *record.Store, dataDir, apiURL string) (c credentials, created bool, err error) {
	c, err = readCredentials(dataDir)
	switch {
	case err == nil:
		f, ferr := store.FirmByAPIKey(ctx, c.APIKey)
		if ferr == nil && f.ID == c.FirmID {
			if c.URL != apiURL && apiURL != "" {
				c.URL = apiURL
				if err := writeCredentials(dataDir, c); err != nil {
					return c, false, err
				}
			}
			return c, false, nil
		}
		if ferr != nil && !errors.Is(ferr, record.ErrNotFound) {
			return c, false, fmt.Errorf("check the key in %s: %w", credentialsPath(dataDir), ferr)
		}
		progressf("the key in %s no longer opens firm %s in this database: creating a new demo firm", credentialsPath(dataDir), c.FirmID)
	case errors.Is(err, os.ErrNotExist):
	default:
		return c, false, err
	}
	firm, key, err := store.CreateFirm(ctx, demoFirmName)
	if err != nil {
		return c, false, err
	}
	c = credentials{URL: apiURL, FirmID: firm.ID, APIKey: key}
	if err := writeCredentials(dataDir, c); err != nil {
		return c, false, err
	}
	return c, true, nil
}

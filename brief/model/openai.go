package model

import "fmt"

// OpenAIFromEnv is replaced below.
func OpenAIFromEnv(getenv Getenv) (Model, error) { return nil, fmt.Errorf("openai: not yet") }

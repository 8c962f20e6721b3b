//go:build tools

// Package tools pins the Kyverno CLI so that `go build` can build it with this module's go.sum.
package tools

import _ "github.com/kyverno/kyverno/cmd/cli/kubectl-kyverno"

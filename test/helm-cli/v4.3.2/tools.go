//go:build tools

// Package tools pins the Helm CLI so that `go build` can build it with this module's go.sum.
package tools

import _ "helm.sh/helm/v4/cmd/helm"

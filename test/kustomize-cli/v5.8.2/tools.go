//go:build tools

// Package tools pins the Kustomize CLI so that `go build` can build it with this module's go.sum.
package tools

import _ "sigs.k8s.io/kustomize/kustomize/v5"

// compose-check: what `docker compose config` checks, without Docker: the Compose specification's
// loader (compose-go, the library Docker Compose itself uses) reads the file with interpolation, the
// JSON schema and the project's consistency checks (undefined services in depends_on, networks,
// volumes, ...), and prints the services it found. Used by scripts/ops/validate.sh.
package main

import (
	"context"
	"fmt"
	"os"
	"sort"

	"github.com/compose-spec/compose-go/v2/cli"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: compose-check <compose file>")
		os.Exit(2)
	}
	wd, err := os.Getwd()
	if err != nil {
		fail(err)
	}
	options, err := cli.NewProjectOptions([]string{os.Args[1]},
		cli.WithWorkingDirectory(wd),
		cli.WithOsEnv,
		cli.WithInterpolation(true),
		cli.WithNormalization(true),
		cli.WithConsistency(true),
		cli.WithResolvedPaths(true),
	)
	if err != nil {
		fail(err)
	}
	project, err := options.LoadProject(context.Background())
	if err != nil {
		fail(err)
	}
	names := project.ServiceNames()
	sort.Strings(names)
	fmt.Printf("%d services: %v\n", len(names), names)
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "[compose-check] %v\n", err)
	os.Exit(1)
}

package syncchecker.core;

import syncchecker.report.Diagnostic;

/** Where the checker sends a diagnostic the moment it is first found (the per-rank stream). */
public interface Sink {
    void found(Diagnostic diagnostic);
}

package syncchecker.it;

/** One diagnostic a sample must produce: kind, severity (null: either), rank, and the markers of its events. */
final class Expect {
    final String kind;
    final String severity;
    final int rank;
    final String nb;
    final String acc;
    final String ck;

    private Expect(String kind, String severity, int rank, String nb, String acc, String ck) {
        this.kind = kind;
        this.severity = severity;
        this.rank = rank;
        this.nb = nb;
        this.acc = acc;
        this.ck = ck;
    }

    static Expect of(String kind, String severity, int rank) {
        return new Expect(kind, severity, rank, "", "", null);
    }

    Expect nb(String name) {
        return new Expect(kind, severity, rank, name, acc, ck);
    }

    Expect acc(String name) {
        return new Expect(kind, severity, rank, nb, name, ck);
    }

    Expect noAcc() {
        return new Expect(kind, severity, rank, nb, null, ck);
    }

    Expect ck(String name) {
        return new Expect(kind, severity, rank, nb, acc, name);
    }

    @Override
    public String toString() {
        return kind + "/" + severity + " on rank " + rank + " (NB " + nb + ", ACC " + acc + ", CK " + ck + ")";
    }
}

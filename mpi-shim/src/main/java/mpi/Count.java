package mpi;

/**
 * A count that may exceed an {@code int} (C's {@code MPI_Count}), as Open MPI's bindings define it: a mutable {@code
 * long} holder, compared and hashed by value.
 */
public final class Count implements Comparable<Object> {
    private long count;

    /**
     * A count of this value.
     * @param count the value
     */
    public Count(long count) {
        this.count = count;
    }

    /**
     * The value.
     * @return the count
     */
    public long getCount() {
        return count;
    }

    /**
     * Sets the value.
     * @param count the new value
     */
    public void setCount(long count) {
        this.count = count;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Count && ((Count) obj).count == count;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(count);
    }

    /**
     * Compares by value.
     * @param obj another {@link Count} (anything else throws {@link ClassCastException})
     * @return negative, zero or positive as this count is less than, equal to or greater than {@code obj}'s
     */
    @Override
    public int compareTo(Object obj) {
        return Long.compare(count, ((Count) obj).count);
    }

    @Override
    public String toString() {
        return Long.toString(count);
    }
}

package race;

/**
 * A post call of this rank, for its owner checker: the job-wide id of the window, and the world ranks of the origins
 * of the exposure epoch it opens (its group, in the window's group order).
 */
record ExposurePost(String window, int[] origins) {
}

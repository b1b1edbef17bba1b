package syncchecker.core;

/** Fig. 3 of the SyncChecker paper: the state of a pending buffer. */
public enum BufferState {
    /** Posted (NB); the library may still read or write it. An access now is an error. */
    INIT,
    /** The library finished with the data (SR) but no completion check ordered it: a potential error. */
    LIB_DONE,
    /** A completion check succeeded (CK): the buffer is the application's again. */
    SAFE
}

package mpi;

import static org.testng.Assert.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.abi.Abi;
import mpi.shim.mem.Memory;
import org.testng.annotations.Test;

/**
 * The objects the hot path returns stay small and free of arrays: a Request holds Open MPI's three fields and one
 * int (32 bytes with compressed pointers, the least with those fields), a Status its C status in scalar words (so
 * the JIT can drop one that does not escape). Also what Status reads from a C status. Calls no MPI function.
 */
public class HotPathObjectsTest {
    /** "type name" of each instance field, sorted (the JVM does not promise declaration order). */
    private static List<String> instanceFields(Class<?> c) {
        List<String> fields = new ArrayList<>();
        for (Field f : c.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                fields.add(f.getType().getSimpleName() + " " + f.getName());
            }
        }
        fields.sort(null);
        return fields;
    }

    @Test
    public void requestHasOpenMpisFieldsAndOneInt() {
        assertEquals(instanceFields(Request.class), List.of("Buffer recvBuf", "Buffer sendBuf", "int mark",
                "long handle"));
    }

    @Test
    public void statusHoldsScalarWordsAndAnEmptyDataArray() {
        assertEquals(instanceFields(Status.class), List.of("int index", "long w0", "long w1", "long w2",
                "long[] data"));
        assertEquals(new Status().data.length, 0);
    }

    @Test
    public void statusReadsSourceTagAndErrorAtTheirOffsets() {
        long a = Memory.allocate(Status.BYTES);
        try {
            Memory.zero(a, Status.BYTES);
            Memory.putInt(a + Abi.offsetOf("MPI_Status", "MPI_SOURCE"), 7);
            Memory.putInt(a + Abi.offsetOf("MPI_Status", "MPI_TAG"), -1);
            Memory.putInt(a + Abi.offsetOf("MPI_Status", "MPI_ERROR"), 13);
            Status s = Status.of(a);
            assertEquals(s.getSource(), 7);
            assertEquals(s.getTag(), -1);
            assertEquals(s.getError(), 13);
            assertEquals(s.getIndex(), MPI.UNDEFINED);
            assertEquals(Status.of(a, 3).getIndex(), 3);
            assertEquals(s.toString(), "Status(source=7, tag=-1, error=13)");
        } finally {
            Memory.free(a);
        }
    }
}

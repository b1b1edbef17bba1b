package mpi.it;

import java.util.ArrayList;
import java.util.List;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;
import programs.PointToPointProgram;

/** Blocking point to point of every basic datatype with every buffer kind and send mode; status; probe. */
public class PointToPointIT {
    static final String[] TYPES = {"BYTE", "CHAR", "SHORT", "BOOLEAN", "INT", "LONG", "FLOAT", "DOUBLE", "INT2",
        "SHORT_INT", "LONG_INT", "FLOAT_INT", "DOUBLE_INT"};
    static final String[] KINDS = {"ARRAY", "DIRECT", "HEAP"};
    static final String[] MODES = {"SEND", "SSEND", "RSEND", "SENDRECV", "REPLACE"};

    static List<String> expected() {
        List<String> names = new ArrayList<>();
        for (String t : TYPES) {
            for (String k : KINDS) {
                for (String m : MODES) {
                    names.add("p2p " + t + " " + k + " " + m);
                }
            }
        }
        names.addAll(List.of("status wildcards", "status count of derived type", "status vector type",
                "status proc null", "zero count with null buffers", "direct buffer position ignored",
                "probe and iProbe"));
        return names;
    }

    @DataProvider
    public Object[][] ranks() {
        return new Object[][] {{2}, {4}};
    }

    @Test(dataProvider = "ranks")
    public void everyDatatypeBufferKindAndMode(int ranks) {
        Lines.assertAllOk(MpiRun.of(ranks, PointToPointProgram.class).timeout(180), ranks, expected());
    }
}

package mpi.it;

import java.util.ArrayList;
import java.util.List;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;
import programs.CollectiveProgram;

/** Collectives (arrays, direct buffers, in place, every root, every predefined reduction) and communicators. */
public class CollectiveIT {
    static List<String> expected() {
        List<String> names = new ArrayList<>(List.of("barrier", "bcast array every root",
                "bcast direct every root", "bcast heap slice and vector type", "reduce array every root",
                "reduce direct every root", "reduce in place every root"));
        for (String op : new String[] {"SUM", "MAX", "MIN", "PROD", "BAND", "BOR", "BXOR", "LAND", "LOR", "LXOR"}) {
            names.add("allReduce INT MPI." + op);
        }
        for (String op : new String[] {"SUM", "MAX", "MIN", "PROD"}) {
            names.add("allReduce DOUBLE FLOAT LONG SHORT CHAR MPI." + op);
        }
        for (String op : new String[] {"LAND", "LOR", "LXOR"}) {
            names.add("allReduce BOOLEAN MPI." + op);
        }
        names.addAll(List.of("allReduce MINLOC MAXLOC INT2", "allReduce MINLOC MAXLOC DOUBLE_INT",
                "gather every root", "scatter every root", "allGather", "allToAll", "dup and compare", "split",
                "split UNDEFINED", "groups"));
        return names;
    }

    @DataProvider
    public Object[][] ranks() {
        return new Object[][] {{2}, {4}};
    }

    @Test(dataProvider = "ranks")
    public void collectivesAndCommunicators(int ranks) {
        Lines.assertAllOk(MpiRun.of(ranks, CollectiveProgram.class).timeout(180), ranks, expected());
    }
}

